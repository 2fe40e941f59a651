/**
 * The longest value of each enquiry field that firestore.rules accepts (characters), in a
 * module free of Firebase so the contact page can read it without loading the enquiry layer.
 * The rules repeat these numbers; tests/firestore-rules-sources.test.ts checks they agree.
 */
import { EMAIL_MAX_LENGTH } from '@/lib/email-address';

export const ENQUIRY_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, comment: 2000 } as const;
