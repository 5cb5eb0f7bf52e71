import type { Projector } from '../runtime/projector.ts';
import { adjustmentsProjector } from './adjustmentsProjector.ts';
import { categoriesProjector } from './categoriesProjector.ts';
import { companiesProjector } from './companiesProjector.ts';
import { companySetupProjector } from './companySetupProjector.ts';
import { offersProjector } from './offersProjector.ts';
import { priceAnalysisProjector } from './priceAnalysisProjector.ts';
import { productsProjector } from './productsProjector.ts';
import { scrapeRecordsProjector } from './scrapeRecordsProjector.ts';
import { scrapeExceptionsProjector } from './scrapeExceptionsProjector.ts';
import { sourcesProjector } from './sourcesProjector.ts';
import { usersProjector } from './usersProjector.ts';
import { pricingSettingsProjector } from './pricingSettingsProjector.ts';

export const allProjectors: Projector[] = [companiesProjector, usersProjector, companySetupProjector, sourcesProjector, productsProjector, categoriesProjector, offersProjector, scrapeRecordsProjector, scrapeExceptionsProjector, priceAnalysisProjector];
allProjectors.push(pricingSettingsProjector);
allProjectors.push(adjustmentsProjector);
