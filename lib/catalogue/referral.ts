// The referral credit's terms (data/business.json `referral`): the reader notify-owner uses, so the
// garage never offers what the dispatcher would not give.
export { readReferralSetting, type ReferralSetting } from '../../supabase/functions/_shared/referral'
