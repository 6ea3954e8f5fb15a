export { FormDialog, type FormDialogProps } from './FormDialog';
export { useFeedback } from './useFeedback';
