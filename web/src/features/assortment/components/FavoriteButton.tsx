import { useLingui } from '@lingui/react/macro';
import { Button } from '@fluentui/react-components';
import { bundleIcon, StarFilled, StarRegular } from '@fluentui/react-icons';

const StarIcon = bundleIcon(StarFilled, StarRegular);

export interface FavoriteButtonProps {
  name: string;
  favorite: boolean;
  onToggle(): void;
}

/** The star that marks a product as one of the user's favourites. */
export function FavoriteButton({ name, favorite, onToggle }: FavoriteButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      appearance="transparent"
      size="small"
      aria-pressed={favorite}
      aria-label={t`Favourite: ${name}`}
      title={favorite ? t`Remove from favourites` : t`Mark as favourite`}
      icon={favorite ? <StarFilled primaryFill="#ff8341" /> : <StarIcon />}
      onClick={onToggle}
    />
  );
}
