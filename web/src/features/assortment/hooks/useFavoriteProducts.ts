import { useProfile } from '../../../lib/api/profileQuery.ts';
import { useUpdateUserSettings } from '../../../lib/api/updateUserSettings.ts';

/**
 * The signed-in user's favourite products (user settings) and a toggle that applies at once
 * (optimistic) and is restored with an error toast when the server refuses.
 */
export function useFavoriteProducts() {
  const favorites = useProfile().data?.settings.favoriteProducts ?? [];
  const update = useUpdateUserSettings();
  const isFavorite = (productId: string) => favorites.includes(productId);
  const toggle = (productId: string) => {
    const next = isFavorite(productId) ? favorites.filter((id) => id !== productId) : [...favorites, productId];
    update.mutate({ favoriteProducts: next });
  };
  return { isFavorite, toggle };
}
