import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { selectApplicationInfo, selectContinueSaving, selectListingInfo, selectRegion, selectRoute, selectUser, useStepContinue } from '@tenant/bus';
import { applicantSignedUp, continuePressed, type StepSaveResult } from '@tenant/contracts';
import { DEFAULT_APPLICATION_TYPE } from '@tenant/domain';
import { Button, ErrorBanner, ErrorSummary, PageHeader, PhoneInput, TextInput, submitValidation, errorSummaryOf } from '@tenant/ui';
import { SIGNUP_MESSAGES, VALIDATION_MESSAGES, capitaliseName, signupUserSchema } from '@tenant/validation';
import { useSignupText } from '../../i18n/use-signup-text.js';
import { useAttemptSignupMutation, useSubmitSignupMutation } from './api/signup-api.js';
import { ConsentCheckbox } from './components/consent-checkbox.js';
import { isValidEmail, isValidName, toSignupRequest, type SignUpFormValues } from './sign-up-form.js';
import { signupRefusalOf } from './signup-errors.js';

const STEP = 'sign-up';
const HIDE_NAV_VALUES = new Set(['true', '1', 'True']);
const FIELD_NAME_KEYS: Record<string, string> = {
  first_name: 'SignUp.FieldName.FirstName',
  last_name: 'SignUp.FieldName.LastName',
  email: 'SignUp.FieldName.Email',
  mobile: 'SignUp.FieldName.Mobile',
};

/**
 * Sign-up (spec 1§2, 1§4, 1§5): names, e-mail, mobile (not for rapid) and consents; the button is always
 * enabled and runs the step's save handler through the shared Continue contract: the attempt, then
 * the submit, which mails the code. Invited users keep their invitation's e-mail; a resume link locks all.
 */
const SignUpPage = () => {
  const t = useSignupText();
  const dispatch = useDispatch();
  const [search] = useSearchParams();
  const user = useSelector(selectUser);
  const application = useSelector(selectApplicationInfo);
  const route = useSelector(selectRoute);
  const region = useSelector(selectRegion);
  const saving = useSelector(selectContinueSaving);
  const company = useSelector(selectListingInfo)?.company;
  const [attemptSignup] = useAttemptSignupMutation();
  const [submitSignup] = useSubmitSignupMutation();
  /** a refusal the server gave without naming a field of the form (a used invitation) */
  const [failure, setFailure] = useState<string | null>(null);
  const [failureParams, setFailureParams] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);

  const applicationType = route.appType ?? application.applicationType ?? DEFAULT_APPLICATION_TYPE;
  const rapid = applicationType === 'rapid';
  const allLocked = Boolean(user.disableAllEdit);
  const emailLocked = user.disableEmailEdit ?? allLocked;
  const form = useForm<SignUpFormValues>({
    // the error summary takes focus on submit, not the first field
    shouldFocusError: false,
    resolver: yupResolver(signupUserSchema) as never,
    // the resolver hands this to the schema's `$applicationType` (no mobile for rapid)
    context: { applicationType },
    mode: 'onTouched',
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      email: user.email ?? '',
      mobile: user.mobile ?? '',
      privacy_policy_consented: false,
      marketing_consented: false,
      data_processing_consented: false,
    },
  });
  const { control, setValue } = form;

  // The invitation (or a resume link) may arrive after the first render.
  useEffect(() => {
    if (user.email) setValue('email', user.email);
  }, [user.email, setValue]);

  const hideNav = HIDE_NAV_VALUES.has(search.get('hideNav') ?? '') || application.hide_nav;

  // Always on: the form's own submit runs this save (the shell shows no shared Continue here).
  const save = async (): Promise<StepSaveResult> => {
    setFailure(null);
    if (!(await submitValidation(form.handleSubmit))) return { success: false, summarised: true };
    const request = toSignupRequest(form.getValues(), {
      applicationType,
      employmentStatus: user.employment_status ?? '',
      listingId: route.listingId,
      invitationCode: user.invitation_code ?? null,
      hideNav,
    });
    try {
      await attemptSignup(request).unwrap();
      const submitted = await submitSignup(request).unwrap();
      dispatch(
        applicantSignedUp({
          user: { first_name: request.first_name, last_name: request.last_name, email: request.email, mobile: request.mobile, is_main_tenant: true },
          applicationId: submitted.application_id,
        }),
      );
      return { success: true, application_id: submitted.application_id };
    } catch (error) {
      const refused = signupRefusalOf(error);
      if (refused.fields.length) {
        for (const { field, message } of refused.fields) form.setError(field, { message });
        setRefusals((count) => count + 1);
        return { success: false, message: refused.message, summarised: true };
      }
      setFailure(refused.message);
      setFailureParams(refused.params ?? {});
      return { success: false, message: refused.message };
    }
  };
  useStepContinue(STEP, save, true);

  if (!user.employment_status) return <Navigate to="/" replace />;

  // Some partners have applicants accept their own terms and privacy page (spec 1§2 Sign-up).
  const legal =
    company?.termsUrl && company.privacyUrl ? { terms: company.termsUrl, privacy: company.privacyUrl } : { terms: `/${route.lang}/legal/terms`, privacy: `/${route.lang}/legal/privacy` };
  const fieldError = (name: keyof SignUpFormValues, message: string | undefined) =>
    message ? t(message, { fieldName: FIELD_NAME_KEYS[name] ? t(FIELD_NAME_KEYS[name]) : '' }) : undefined;
  // read here, where the form's state is subscribed: the fields show what the summary lists
  const { errors } = form.formState;
  const summary = errorSummaryOf(form.formState, (message, name) => fieldError(name as keyof SignUpFormValues, message) ?? message, refusals);
  const nameInput = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          name={name}
          autoComplete={autoComplete}
          value={field.value}
          disabled={allLocked}
          fieldName={t(FIELD_NAME_KEYS[name])}
          validate={isValidName}
          invalidMessage={t(VALIDATION_MESSAGES.invalidName)}
          error={fieldState.isTouched || form.formState.isSubmitted ? fieldError(name, errors[name]?.message) : undefined}
          onChange={(value) => field.onChange(capitaliseName(value))}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="signup-heading"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(continuePressed({ stepRouter: STEP }));
      }}
    >
      <PageHeader intro={t('SignUp.Intro')} heading={<span id="signup-heading">{t('SignUp.Heading')}</span>} note={t('SignUp.Note')} />
      <ErrorSummary {...summary} />
      {allLocked && <ErrorBanner variant="info" message={t('SignUp.Locked')} />}
      {nameInput('first_name', t('SignUp.FirstName'), 'given-name')}
      {nameInput('last_name', t('SignUp.LastName'), 'family-name')}
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextInput
            label={t('SignUp.Email')}
            name="email"
            type="email"
            autoComplete="email"
            value={field.value}
            disabled={emailLocked}
            fieldName={t('SignUp.FieldName.Email')}
            validate={isValidEmail}
            invalidMessage={t(VALIDATION_MESSAGES.invalidEmail)}
            error={fieldState.isTouched || form.formState.isSubmitted ? fieldError('email', errors.email?.message) : undefined}
            aria-describedby={emailLocked && user.disableEmailEdit ? 'signup-email-locked' : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {emailLocked && user.disableEmailEdit && (
        <p id="signup-email-locked" className="signup-hint">
          {t('SignUp.EmailLocked')}
        </p>
      )}
      {!rapid && (
        <Controller
          name="mobile"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneInput
              label={t('SignUp.Mobile')}
              name="mobile"
              region={region}
              value={field.value}
              disabled={allLocked}
              fieldName={t('SignUp.FieldName.Mobile')}
              error={fieldState.isTouched || form.formState.isSubmitted ? fieldError('mobile', errors.mobile?.message) : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
      <Controller
        name="privacy_policy_consented"
        control={control}
        render={({ field }) => (
          <ConsentCheckbox
            name={field.name}
            required
            checked={field.value}
            onChange={field.onChange}
            error={errors.privacy_policy_consented ? t(SIGNUP_MESSAGES.privacyConsentRequired) : null}
            label={
              <>
                {t('SignUp.PrivacyConsent')}{' '}
                <a href={legal.privacy} target="_blank" rel="noreferrer">
                  {t('SignUp.PrivacyPolicyLink')}
                </a>
                {!rapid && (
                  <>
                    {' · '}
                    <a href={legal.terms} target="_blank" rel="noreferrer">
                      {t('SignUp.TermsLink')}
                    </a>
                  </>
                )}
              </>
            }
          />
        )}
      />
      <Controller
        name="marketing_consented"
        control={control}
        render={({ field }) => <ConsentCheckbox checked={field.value} onChange={field.onChange} label={t('SignUp.MarketingConsent')} />}
      />
      <Controller
        name="data_processing_consented"
        control={control}
        render={({ field }) => <ConsentCheckbox checked={field.value} onChange={field.onChange} label={t('SignUp.DataProcessingConsent')} />}
      />
      {failure && <ErrorBanner message={t(failure, failureParams)} onClose={() => setFailure(null)} closeLabel={t('General.Close', { ns: 'common' })} />}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: '1.5rem' }}>
        <Button type="submit" loading={saving} loadingLabel={t('SignUp.Sending')}>
          {t('SignUp.Submit')}
        </Button>
      </div>
    </form>
  );
};

export default SignUpPage;
