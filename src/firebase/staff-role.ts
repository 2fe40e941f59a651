/**
 * The custom claim that makes an account staff: set by the owner's script (scripts/staff.ts),
 * read by the desk (./staff-claim.ts) and by firestore.rules as `request.auth.token.staff`.
 * Free of imports, so the Node scripts can read it too.
 */
export const STAFF_CLAIM = 'staff';
