// The mobile rule is shared with the services' schemas, so it lives with the pure rules in @tenant/domain.
export { isValidMobile, joinMobile, splitMobile } from '@tenant/domain';
