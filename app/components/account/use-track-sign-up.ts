import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { track } from '#app/lib/analytics.ts';

/**
 * Reports the analytics sign_up event once the registration form's submission is redirected
 * onwards (the action only redirects on success), so trackers count real accounts only.
 */
export function useTrackSignUp(formPath: string): void {
  const navigation = useNavigation();
  const redirectedAway = navigation.state === 'loading' && navigation.formAction?.split('?', 1)[0] === formPath && navigation.location.pathname !== formPath;
  useEffect(() => {
    if (redirectedAway) track({ name: 'sign_up', method: 'password' });
  }, [redirectedAway]);
}
