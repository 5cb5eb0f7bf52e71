import { useEffect } from 'react';
import { usePreferencesStore } from '../stores/preferencesStore.ts';
import { useProfile } from '../api/profileQuery.ts';
import { leadCountryFrom, shippingTogglesFrom } from '../utils/profilePreferences.ts';

/**
 * Applies the profile to the view preferences when it loads (spec §4). Keyed on the user and the
 * values themselves, so a background refetch does not undo a country the user picked.
 */
export function useApplyProfilePreferences(): void {
  const profile = useProfile().data;
  const userId = profile?.id;
  const withShippingCost = profile?.settings.withShippingCost;
  const leadCountry = profile ? leadCountryFrom(profile.company) : null;

  useEffect(() => {
    if (userId === undefined || withShippingCost === undefined) return;
    usePreferencesStore.setState({ withShippingCost: shippingTogglesFrom({ withShippingCost }) });
  }, [userId, withShippingCost]);

  useEffect(() => {
    if (userId === undefined || leadCountry === null) return;
    usePreferencesStore.setState({ leadCountry, selectedCountry: leadCountry });
  }, [userId, leadCountry]);
}
