import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { BoxRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  frame: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
  },
  large: { width: '96px', height: '96px' },
  image: { width: '100%', height: '100%', objectFit: 'contain' },
});

/** The product image, or a box symbol when it has none or it fails to load. Decorative: the name is beside it. */
export function ProductThumbnail({ imageUrl, large = false }: { imageUrl: string | null; large?: boolean }) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  return (
    <span className={large ? `${styles.frame} ${styles.large}` : styles.frame} aria-hidden>
      {imageUrl && !failed ? (
        <img className={styles.image} src={imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        <BoxRegular fontSize={large ? 40 : 22} />
      )}
    </span>
  );
}
