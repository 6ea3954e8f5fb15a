import { useEffect, useId, useRef } from 'react';
import { icon } from './icons';
import './authForm.css';

/** antd's CheckCircleFilled (here only: the login page never shows it). */
const CheckCircleIcon = icon([
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
]);

/**
 * A modal success message with one button (what antd's `modal.success` showed on the register page): an
 * alertdialog that takes the focus, keeps Tab on its button, and closes with the button or Escape (both call `onOk`).
 */
export default function SuccessDialog({
  title,
  content,
  okText,
  onOk,
}: {
  title: string;
  content: string;
  okText: string;
  onOk: () => void;
}) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
  }, []);
  return (
    <div className="auth-dialog__mask">
      <div
        className="auth-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-content`}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onOk();
          } else if (e.key === 'Tab') {
            // the only focusable element: keep the focus inside the dialog
            e.preventDefault();
            ok.current?.focus();
          }
        }}
      >
        <div className="auth-dialog__body">
          <CheckCircleIcon className="auth-dialog__icon" />
          <div>
            <h2 id={`${id}-title`} className="auth-dialog__title">
              {title}
            </h2>
            <p id={`${id}-content`} className="auth-dialog__content">
              {content}
            </p>
          </div>
        </div>
        <div className="auth-dialog__footer">
          <button ref={ok} type="button" className="auth-button" onClick={onOk}>
            {okText}
          </button>
        </div>
      </div>
    </div>
  );
}
