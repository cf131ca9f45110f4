export { euro, printDate } from './format.js';
export { fiscalCode, germanIban, italianIban, spacedIban } from './identifiers.js';
export { renderStatement, type BankTemplate, type RenderOptions } from './render.js';
export { buildActivity, closingBalance, random, type Holder, type SpecTransaction, type StatementSpec } from './statement-spec.js';
export { GERMAN_HOLDER, ITALIAN_HOLDER, renderFixture, statementSpec, type FixtureOptions } from './statement-fixtures.js';
export { ALL_TEMPLATES, TEMPLATES, type TemplateName } from './templates.js';
export { appendIncrementalUpdate, encryptedStatement, imageOnlyStatement, mergeStatements, nulInText, privateUseTextLayer, resavedByEditor, statementWithNulInText, truncatedBytes } from './variants.js';
export { partitaIva } from './identifiers.js';
export {
  GERMAN_EMPLOYEE, GERMAN_EMPLOYER, ITALIAN_EMPLOYEE, ITALIAN_EMPLOYER, germanPayslipSpec, italianPayslipSpec,
  type PayslipEmployer, type PayslipLine, type PayslipOptions, type PayslipPerson, type PayslipSpec,
} from './payslip-spec.js';
export { renderPayslip, type PayslipRenderOptions, type PayslipTemplate } from './render-payslip.js';
export { PAYSLIP_TEMPLATES, type PayslipTemplateName } from './payslip-templates.js';
export { payslipFixture, payslipSpec } from './payslip-fixtures.js';
export { checkDigit, mrzName, td1Lines, td3Lines, type IdentityDocumentSpec, type IdentityHolder } from './identity/mrz-lines.js';
export { idCardBack, idCardFront, passportDataPage } from './identity/identity-images.js';
export { PHONE_PHOTO, photographed, type PhotoOptions } from './identity/identity-photo.js';
export {
  GERMAN_PERSON,
  germanIdCardSpec,
  identityImages,
  ITALIAN_FISCAL_CODE,
  ITALIAN_PERSON,
  italianIdCardSpec,
  italianPassportSpec,
  type IdentityFixtureOptions,
} from './identity/identity-fixtures.js';
export { steuerId, spacedSteuerId } from './identifiers.js';
export {
  GERMAN_TAXPAYER,
  ITALIAN_TAXPAYER,
  germanFiscalSpec,
  italianFiscalSpec,
  render730,
  renderCertificazioneUnica,
  renderEinkommensteuerbescheid,
  renderLohnsteuerbescheinigung,
  renderRedditiPf,
  type Employer,
  type FiscalSpec,
  type Taxpayer,
} from './fiscal-documents.js';
export { renderWorkContract, workContractSpec, type ContractSpec, type ContractType } from './work-contracts.js';
