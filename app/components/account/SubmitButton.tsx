import { useLocation, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';

interface SubmitButtonProps {
  label: string;
  pendingLabel: string;
  /** For forms with several buttons: the `intent` this one sends, so only it shows as busy. */
  intent?: string;
  /** The path the form posts to, when not the current page. */
  action?: string;
  variant?: 'primary' | 'secondary';
}

function pathOf(url: string | undefined): string | undefined {
  return url?.split(/[?#]/, 1)[0];
}

/** The form's submit button; while its submission is on the way it is disabled and says so. */
export function SubmitButton({ label, pendingLabel, intent, action, variant = 'primary' }: SubmitButtonProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const pending =
    navigation.state === 'submitting' &&
    pathOf(navigation.formAction) === (action ?? location.pathname) &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  return (
    <Button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      loading={pending}
      variant={variant}
      size={variant === 'primary' ? 'block' : 'md'}
      className={variant === 'primary' ? '' : 'h-11'}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
