import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import { Button } from '#app/components/ui/Button.tsx';

const copy = trackOrderStrings;

export const TRACK_ORDER_PATH = '/track-order';

export type TrackOrderField = 'order_number' | 'phone';

interface TrackOrderFormProps {
  /** As typed (or as the link brought them), so a failed look-up never empties the boxes. */
  values: Record<TrackOrderField, string>;
  fieldErrors: Partial<Record<TrackOrderField, string>>;
  formError: string | null;
  /** Changes with each answer (not with a revalidation), so focus moves to what went wrong after every submit. */
  answer: string;
}

/**
 * The look-up form. A GET form, so it works before (or without) JavaScript and the answer has an
 * address the shopper can reload; the payment pages link here with the order number filled in.
 */
export function TrackOrderForm({ values, fieldErrors, formError, answer }: TrackOrderFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, answer);
  return (
    <Form ref={form} method="get" action={TRACK_ORDER_PATH} noValidate className="space-y-5">
      <FormAlert kind="error" message={formError} />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <TextField
          name="order_number"
          label={copy.orderNumber}
          hint={copy.orderNumberHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={30}
          defaultValue={values.order_number}
          error={fieldErrors.order_number}
        />
        <TextField
          name="phone"
          label={copy.phone}
          hint={copy.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={20}
          defaultValue={values.phone}
          error={fieldErrors.phone}
        />
      </div>
      <TrackButton />
    </Form>
  );
}

/** Like the sign-in forms' button, but a GET form's submission is a "loading" navigation, not a "submitting" one. */
function TrackButton() {
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.formMethod === 'GET' && navigation.location.pathname === TRACK_ORDER_PATH;
  return (
    <Button type="submit" size="block" loading={pending} className="sm:w-auto sm:px-8">
      {pending ? copy.submitting : copy.submit}
    </Button>
  );
}
