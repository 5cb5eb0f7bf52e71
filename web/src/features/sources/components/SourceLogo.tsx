import { Avatar } from '@fluentui/react-components';
import { companyInitials } from '../../../lib/utils/companyInitials.ts';

/** The source's icon (or logo), else the initials of its name. Decorative: the name stands beside it. */
export function SourceLogo({ name, iconUrl, logoUrl }: { name: string; iconUrl?: string | null | undefined; logoUrl?: string | null | undefined }) {
  const src = iconUrl ?? logoUrl ?? undefined;
  // Avatar falls back to the initials when the image cannot be loaded.
  return <Avatar shape="square" size={32} color="colorful" idForColor={name} initials={companyInitials(name)} image={src ? { src } : undefined} aria-hidden="true" />;
}
