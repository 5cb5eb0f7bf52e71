import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Country } from '@pm/contracts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useFormValues } from '../../../lib/hooks/useFormValues.ts';
import type { Product } from '../../../lib/api/assortmentSchemas.ts';
import { useCreateProduct } from '../api/createProduct.ts';
import { useUpdateProduct } from '../api/updateProduct.ts';
import {
  EMPTY_PRODUCT_FORM,
  productFormValues,
  toCreateProductBody,
  toUpdateProductBody,
  validateProductForm,
} from '../../../lib/utils/validateProductForm.ts';
import type { ProductFieldError, ProductFormValues } from '../../../lib/utils/validateProductForm.ts';
import { ProductFormFields } from './ProductFormFields.tsx';

export interface ProductFormDialogProps {
  companyId: string;
  leadCountry: Country;
  /** The product to edit; none adds a new one. */
  product: Product | null;
  open: boolean;
  onClose(): void;
}

/** Adds a product or edits its main fields. Give it a new `key` per opening. */
export function ProductFormDialog({ companyId, leadCountry, product, open, onClose }: ProductFormDialogProps) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateProduct(companyId);
  const update = useUpdateProduct(companyId, product?.id ?? '');
  const { values, setField, errors, check } = useFormValues<ProductFormValues, keyof ProductFormValues, ProductFieldError>(
    // Prices as the user's language writes them ("22,40" in German); parseDecimal reads them back.
    () => (product ? productFormValues(product, leadCountry, i18n.locale) : EMPTY_PRODUCT_FORM),
    validateProductForm,
  );
  const busy = create.isPending || update.isPending;
  const onError = (error: unknown) => notify.error(t(errorMessageFor(error)));

  const onSubmit = (form: HTMLFormElement) => {
    if (!check(form)) return;
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
    <FormDialog
      open={open}
      title={product ? t`Edit product` : t`Add product`}
      submitLabel={product ? t`Save changes` : t`Add product`}
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ProductFormFields companyId={companyId} leadCountry={leadCountry} values={values} errors={errors} setField={setField} disabled={busy} />
    </FormDialog>
  );
}
