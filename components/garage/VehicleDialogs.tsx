import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import * as Dialog from '../ui/dialog'
import { CloseButton } from '../ui/close-button'
import type { VehicleDraft } from './garage-rules'
import type { VehicleInput } from './types'
import { VehicleForm } from './VehicleForm'

interface VehicleDialogProps {
  open: boolean
  title: string
  submitLabel: string
  initial?: VehicleDraft
  onOpenChange: (open: boolean) => void
  /** Saves; the caller closes the dialog when it succeeds. A rejection keeps the form and its values open. */
  onSubmit: (input: VehicleInput) => Promise<unknown> | void
}

/** Add or edit a vehicle. The dialog stays open until the save succeeds, so a failed save loses nothing. */
export function VehicleDialog({ open, title, submitLabel, initial, onOpenChange, onSubmit }: VehicleDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description className={css({ fontSize: 'sm', mt: '1', mb: '4' })}>The size sets the price of every sized package.</Dialog.Description>
              <VehicleForm initial={initial} submitLabel={submitLabel} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

interface ConfirmRemoveProps {
  open: boolean
  label: string
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}

export function ConfirmRemoveDialog({ open, label, onOpenChange, onConfirm }: ConfirmRemoveProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body>
              <Dialog.Title>Remove {label}?</Dialog.Title>
              <Dialog.Description className={css({ mt: '2' })}>It leaves your garage. Past details stay in your service history.</Dialog.Description>
              <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '6' })}>
                <button type="button" className={button({ variant: 'outline' })} onClick={() => onOpenChange(false)}>
                  Keep it
                </button>
                <button type="button" className={button({ variant: 'brand' })} onClick={onConfirm}>
                  Remove
                </button>
              </div>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
