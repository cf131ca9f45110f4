/** The translation key of an option value: `AdditionalDetails.Relationship.` + `Family member` → `...FamilyMember`. */
export const optionKey = (prefix: string, value: string) =>
  prefix +
  value
    .split(/[\s-]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
