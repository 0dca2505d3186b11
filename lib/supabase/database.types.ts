export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      booking_intents: {
        Row: {
          created_at: string
          discount_code: string | null
          expires_at: string
          id: string
          plan_id: string | null
          quote_id: string | null
          services: string[]
          used_by_booking: string | null
          user_id: string
          vehicle_id: string | null
          vehicle_size: string | null
        }
        Insert: {
          created_at?: string
          discount_code?: string | null
          expires_at?: string
          id?: string
          plan_id?: string | null
          quote_id?: string | null
          services: string[]
          used_by_booking?: string | null
          user_id?: string
          vehicle_id?: string | null
          vehicle_size?: string | null
        }
        Update: {
          created_at?: string
          discount_code?: string | null
          expires_at?: string
          id?: string
          plan_id?: string | null
          quote_id?: string | null
          services?: string[]
          used_by_booking?: string | null
          user_id?: string
          vehicle_id?: string | null
          vehicle_size?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "booking_intents_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_intents_used_by_booking_fkey"
            columns: ["used_by_booking"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_intents_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      bookings: {
        Row: {
          cancel_url: string | null
          canceled_at: string | null
          created_at: string
          discount_code: string | null
          discount_status: string | null
          email: string
          end_time: string | null
          event_uri: string | null
          id: string
          intent_id: string | null
          invitee_uri: string
          name: string | null
          no_show_at: string | null
          payment_amount: number | null
          payment_currency: string | null
          payment_external_id: string | null
          payment_provider: string | null
          payment_successful: boolean | null
          payment_terms: string | null
          phone: string | null
          plan_id: string | null
          quote_id: string | null
          reschedule_url: string | null
          rescheduled: boolean
          services: string[] | null
          start_time: string | null
          status: string
          updated_at: string
          user_id: string | null
          vehicle: string | null
          vehicle_id: string | null
        }
        Insert: {
          cancel_url?: string | null
          canceled_at?: string | null
          created_at?: string
          discount_code?: string | null
          discount_status?: string | null
          email: string
          end_time?: string | null
          event_uri?: string | null
          id?: string
          intent_id?: string | null
          invitee_uri: string
          name?: string | null
          no_show_at?: string | null
          payment_amount?: number | null
          payment_currency?: string | null
          payment_external_id?: string | null
          payment_provider?: string | null
          payment_successful?: boolean | null
          payment_terms?: string | null
          phone?: string | null
          plan_id?: string | null
          quote_id?: string | null
          reschedule_url?: string | null
          rescheduled?: boolean
          services?: string[] | null
          start_time?: string | null
          status?: string
          updated_at?: string
          user_id?: string | null
          vehicle?: string | null
          vehicle_id?: string | null
        }
        Update: {
          cancel_url?: string | null
          canceled_at?: string | null
          created_at?: string
          discount_code?: string | null
          discount_status?: string | null
          email?: string
          end_time?: string | null
          event_uri?: string | null
          id?: string
          intent_id?: string | null
          invitee_uri?: string
          name?: string | null
          no_show_at?: string | null
          payment_amount?: number | null
          payment_currency?: string | null
          payment_external_id?: string | null
          payment_provider?: string | null
          payment_successful?: boolean | null
          payment_terms?: string | null
          phone?: string | null
          plan_id?: string | null
          quote_id?: string | null
          reschedule_url?: string | null
          rescheduled?: boolean
          services?: string[] | null
          start_time?: string | null
          status?: string
          updated_at?: string
          user_id?: string | null
          vehicle?: string | null
          vehicle_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "bookings_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      chatbot_leads: {
        Row: {
          created_at: string
          email: string
          form_ticket: string | null
          id: string
          name: string
          phone: string | null
          service_interest: string | null
          vehicle_type: string | null
          website: string | null
        }
        Insert: {
          created_at?: string
          email: string
          form_ticket?: string | null
          id?: string
          name: string
          phone?: string | null
          service_interest?: string | null
          vehicle_type?: string | null
          website?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          form_ticket?: string | null
          id?: string
          name?: string
          phone?: string | null
          service_interest?: string | null
          vehicle_type?: string | null
          website?: string | null
        }
        Relationships: []
      }
      discount_codes: {
        Row: {
          code: string
          created_at: string
          email: string
          last_reminded_at: string | null
          mailbox: string | null
          reminders_sent: number
          sent_at: string | null
          used_at: string | null
          used_by_booking: string | null
        }
        Insert: {
          code: string
          created_at?: string
          email: string
          last_reminded_at?: string | null
          mailbox?: string | null
          reminders_sent?: number
          sent_at?: string | null
          used_at?: string | null
          used_by_booking?: string | null
        }
        Update: {
          code?: string
          created_at?: string
          email?: string
          last_reminded_at?: string | null
          mailbox?: string | null
          reminders_sent?: number
          sent_at?: string | null
          used_at?: string | null
          used_by_booking?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "discount_codes_used_by_booking_fkey"
            columns: ["used_by_booking"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      leads: {
        Row: {
          created_at: string
          email: string
          form_ticket: string | null
          id: string
          website: string | null
        }
        Insert: {
          created_at?: string
          email: string
          form_ticket?: string | null
          id?: string
          website?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          form_ticket?: string | null
          id?: string
          website?: string | null
        }
        Relationships: []
      }
      plan_enrolments: {
        Row: {
          ended_at: string | null
          id: string
          joined_at: string
          plan_id: string
          user_id: string
          vehicle_id: string
        }
        Insert: {
          ended_at?: string | null
          id?: string
          joined_at?: string
          plan_id: string
          user_id?: string
          vehicle_id: string
        }
        Update: {
          ended_at?: string | null
          id?: string
          joined_at?: string
          plan_id?: string
          user_id?: string
          vehicle_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "plan_enrolments_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          created_at: string
          full_name: string | null
          id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          full_name?: string | null
          id: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          full_name?: string | null
          id?: string
          updated_at?: string
        }
        Relationships: []
      }
      quote_lines: {
        Row: {
          label: string
          position: number
          price_cents: number
          quote_id: string
          service: string | null
        }
        Insert: {
          label: string
          position: number
          price_cents: number
          quote_id: string
          service?: string | null
        }
        Update: {
          label?: string
          position?: number
          price_cents?: number
          quote_id?: string
          service?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "quote_lines_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quotes: {
        Row: {
          approved_at: string | null
          change_request: string | null
          change_requested_at: string | null
          created_at: string
          email: string
          id: string
          lead_id: string
          name: string
          note: string | null
          status: string
          total_cents: number
          valid_until: string
          vehicle: string | null
          withdrawn_at: string | null
        }
        Insert: {
          approved_at?: string | null
          change_request?: string | null
          change_requested_at?: string | null
          created_at?: string
          email: string
          id?: string
          lead_id: string
          name: string
          note?: string | null
          status?: string
          total_cents: number
          valid_until: string
          vehicle?: string | null
          withdrawn_at?: string | null
        }
        Update: {
          approved_at?: string | null
          change_request?: string | null
          change_requested_at?: string | null
          created_at?: string
          email?: string
          id?: string
          lead_id?: string
          name?: string
          note?: string | null
          status?: string
          total_cents?: number
          valid_until?: string
          vehicle?: string | null
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "quotes_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "chatbot_leads"
            referencedColumns: ["id"]
          },
        ]
      }
      referral_credits: {
        Row: {
          amount: number
          booking_id: string | null
          code: string
          created_at: string
          id: string
          referred_mailbox: string
          referrer_id: string
          used_at: string | null
          used_by_booking: string | null
        }
        Insert: {
          amount: number
          booking_id?: string | null
          code?: string
          created_at?: string
          id?: string
          referred_mailbox: string
          referrer_id: string
          used_at?: string | null
          used_by_booking?: string | null
        }
        Update: {
          amount?: number
          booking_id?: string | null
          code?: string
          created_at?: string
          id?: string
          referred_mailbox?: string
          referrer_id?: string
          used_at?: string | null
          used_by_booking?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "referral_credits_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "referral_credits_used_by_booking_fkey"
            columns: ["used_by_booking"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      referral_links: {
        Row: {
          code: string
          created_at: string
          user_id: string
        }
        Insert: {
          code?: string
          created_at?: string
          user_id: string
        }
        Update: {
          code?: string
          created_at?: string
          user_id?: string
        }
        Relationships: []
      }
      service_history: {
        Row: {
          amount: number | null
          created_at: string
          id: string
          service_date: string
          services: string[]
          user_id: string
          vehicle: string | null
          vehicle_id: string | null
        }
        Insert: {
          amount?: number | null
          created_at?: string
          id?: string
          service_date: string
          services: string[]
          user_id?: string
          vehicle?: string | null
          vehicle_id?: string | null
        }
        Update: {
          amount?: number | null
          created_at?: string
          id?: string
          service_date?: string
          services?: string[]
          user_id?: string
          vehicle?: string | null
          vehicle_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "service_history_vehicle_id_fkey"
            columns: ["vehicle_id"]
            isOneToOne: false
            referencedRelation: "vehicles"
            referencedColumns: ["id"]
          },
        ]
      }
      vehicles: {
        Row: {
          created_at: string
          id: string
          make: string
          model: string
          nickname: string | null
          size: string
          user_id: string
          year: number | null
        }
        Insert: {
          created_at?: string
          id?: string
          make: string
          model: string
          nickname?: string | null
          size: string
          user_id?: string
          year?: number | null
        }
        Update: {
          created_at?: string
          id?: string
          make?: string
          model?: string
          nickname?: string | null
          size?: string
          user_id?: string
          year?: number | null
        }
        Relationships: []
      }
      waitlist: {
        Row: {
          created_at: string
          email: string
          form_ticket: string | null
          id: string
          website: string | null
          zip: string
        }
        Insert: {
          created_at?: string
          email: string
          form_ticket?: string | null
          id?: string
          website?: string | null
          zip: string
        }
        Update: {
          created_at?: string
          email?: string
          form_ticket?: string | null
          id?: string
          website?: string | null
          zip?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      claim_customer_outbox: {
        Args: { p_lease_seconds?: number; p_limit?: number; p_now?: string }
        Returns: {
          attempts: number
          id: number
          kind: string
          payload: Json
        }[]
      }
      claim_discount_mail: { Args: { p_email: string }; Returns: Json }
      claim_owner_outbox: {
        Args: { p_lease_seconds?: number; p_limit?: number }
        Returns: {
          attempts: number
          id: number
          kind: string
          payload: Json
        }[]
      }
      customer_outbox_pending: { Args: never; Returns: number }
      discount_verdict: {
        Args: { p_code: string; p_email: string }
        Returns: string
      }
      email_mailbox: { Args: { p_email: string }; Returns: string }
      enqueue_customer_messages: {
        Args: { p_now?: string; p_review_delay_hours?: number }
        Returns: Json
      }
      enqueue_plan_visit_reminders: {
        Args: { p_now?: string; p_plans: Json }
        Returns: number
      }
      enqueue_referral_credits: {
        Args: { p_amount: number; p_monthly_cap: number; p_now?: string }
        Returns: number
      }
      form_ticket: { Args: never; Returns: string }
      form_ticket_backdated: { Args: { p_seconds: number }; Returns: string }
      form_ticket_verified: { Args: never; Returns: string }
      hook_before_user_created: { Args: { event: Json }; Returns: Json }
      issue_quote_owner_token: {
        Args: { p_lead_id: string; p_now?: string }
        Returns: string
      }
      mark_customer_outbox_failed: {
        Args: { p_error: string; p_id: number; p_now?: string }
        Returns: undefined
      }
      mark_customer_outbox_sent: { Args: { p_id: number }; Returns: boolean }
      mark_owner_outbox_failed: {
        Args: { p_error: string; p_id: number }
        Returns: undefined
      }
      mark_owner_outbox_sent: { Args: { p_id: number }; Returns: boolean }
      my_discount_status: {
        Args: never
        Returns: {
          code: string
          used: boolean
          used_at: string
        }[]
      }
      my_quotes: { Args: never; Returns: Json }
      my_referral_credits: {
        Args: never
        Returns: {
          amount: number
          code: string
          created_at: string
        }[]
      }
      my_referral_link: { Args: never; Returns: string }
      owner_outbox_pending: { Args: never; Returns: number }
      purge_expired_rows: {
        Args: {
          p_intent_grace?: string
          p_outbox_retention?: string
          p_unsent_code_age?: string
        }
        Returns: Json
      }
      quote_customer_approve: { Args: { p_token: string }; Returns: Json }
      quote_customer_ask_changes: {
        Args: { p_message: string; p_token: string }
        Returns: Json
      }
      quote_customer_read: { Args: { p_token: string }; Returns: Json }
      quote_owner_open: { Args: { p_token: string }; Returns: Json }
      quote_owner_send: {
        Args: {
          p_lines: Json
          p_note?: string
          p_token: string
          p_valid_days?: number
        }
        Returns: Json
      }
      quote_owner_withdraw: { Args: { p_token: string }; Returns: Json }
      quote_total_for_booking: {
        Args: { p_booking_id: string }
        Returns: number
      }
      record_referral: {
        Args: { p_email: string; p_ref: string }
        Returns: boolean
      }
      record_scheduler_booking_event: { Args: { payload: Json }; Returns: Json }
      record_scheduler_event: { Args: { payload: Json }; Returns: Json }
      release_discount_for_booking: {
        Args: { p_booking: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: undefined
      }
      release_discount_mail: {
        Args: { p_email: string; p_kind: string }
        Returns: undefined
      }
      scheduler_answer: {
        Args: { p_payload: Json; p_position: number }
        Returns: string
      }
      scheduler_timestamp: { Args: { p_value: string }; Returns: string }
      set_form_captcha_required: {
        Args: { p_required: boolean }
        Returns: boolean
      }
      unsubscribe_customer: { Args: { p_token: string }; Returns: Json }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
