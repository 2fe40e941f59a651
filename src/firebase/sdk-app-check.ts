/**
 * App Check with reCAPTCHA Enterprise, only ever imported dynamically and only by a production
 * build with VITE_APP_CHECK_SITE_KEY set: no other build downloads it.
 */
export { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
