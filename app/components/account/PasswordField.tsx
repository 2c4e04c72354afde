import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { useHydrated } from './use-hydrated.ts';
import { accountStrings } from '#app/strings/account.ts';
import { Button } from '#app/components/ui/Button.tsx';

const copy = accountStrings.fields;

interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: string | undefined;
  labelAside?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A password input that never gets a value from the server (a failed submit clears it), with a
 * show/hide button once JavaScript runs; without it the field stays a plain password box.
 */
export function PasswordField({ name, label, autoComplete, error, hint, labelAside, required = true, autoFocus }: PasswordFieldProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required={required}
            // Off unless a step asks for it: the new-password step, where typing the password is the whole page's task.
            autoFocus={autoFocus}
            maxLength={512}
            spellCheck={false}
            autoCapitalize="none"
            className={hydrated ? 'pr-12' : ''}
          />
          {hydrated ? (
            <Button
              variant="quiet"
              size="addon"
              onClick={() => setVisible((shown) => !shown)}
              aria-pressed={visible}
              aria-label={visible ? copy.hidePassword : copy.showPassword}
              title={visible ? copy.hidePassword : copy.showPassword}
              className="absolute inset-y-0 right-0 w-12 rounded-r-lg"
            >
              {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
