import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Country } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { SubmitButton } from '../../settings/components/FormActions.tsx';
import { useFormValues } from '../../settings/hooks/useFormValues.ts';
import type { Product } from '../api/assortmentSchemas.ts';
import { useCreateProduct } from '../api/createProduct.ts';
import { useUpdateProduct } from '../api/updateProduct.ts';
import {
  EMPTY_PRODUCT_FORM,
  productFormValues,
  toCreateProductBody,
  toUpdateProductBody,
  validateProductForm,
} from '../utils/validateProductForm.ts';
import type { ProductFieldError, ProductFormValues } from '../utils/validateProductForm.ts';
import { ProductFormFields } from './ProductFormFields.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ProductFormDialogProps {
  companyId: string;
  leadCountry: Country;
  /** The product to edit; none adds a new one. */
  product: Product | null;
  open: boolean;
  onClose(): void;
}

/** Adds a product or edits its main fields. Give it a new `key` per opening. */
export function ProductFormDialog(props: ProductFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <ProductForm {...props} />
      </DialogSurface>
    </Dialog>
  );
}

function ProductForm({ companyId, leadCountry, product, onClose }: ProductFormDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateProduct(companyId);
  const update = useUpdateProduct(companyId, product?.id ?? '');
  const { values, setField, errors, check } = useFormValues<ProductFormValues, keyof ProductFormValues, ProductFieldError>(
    () => (product ? productFormValues(product, leadCountry) : EMPTY_PRODUCT_FORM),
    validateProductForm,
  );
  const busy = create.isPending || update.isPending;
  const onError = (error: unknown) => notify.error(t(errorMessageFor(error)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(formRef.current)) return;
    if (!product) {
      create.mutate(toCreateProductBody(values, leadCountry), {
        onSuccess: (result) => {
          notify.success(t`Product added.`);
          onClose();
          void navigate(`/assortment/${result.id}`);
        },
        onError,
      });
      return;
    }
    const body = toUpdateProductBody(values, product, leadCountry);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notify.success(t`Product saved.`);
        onClose();
      },
      onError,
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{product ? t`Edit product` : t`Add product`}</DialogTitle>
        <DialogContent className={styles.content}>
          <ProductFormFields companyId={companyId} leadCountry={leadCountry} values={values} errors={errors} setField={setField} disabled={busy} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <SubmitButton busy={busy}>{product ? t`Save changes` : t`Add product`}</SubmitButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
