import type { Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mortgageInfoSchema } from '@tenant/validation';
import type { MortgageInfoForm } from './form.js';

/** The form is checked by the schema the service applies to the body (libs/validation), field for field. */
export const mortgageInfoResolver = yupResolver(mortgageInfoSchema) as unknown as Resolver<MortgageInfoForm>;
