/**
 * What makes an account staff, in the three places that must agree: the owner's script
 * (scripts/staff.ts) sets both, the desk (./staff-claim.ts) and firestore.rules check both.
 * Free of imports, so the Node scripts can read it too.
 */

/** The custom claim, read by firestore.rules as `request.auth.token.staff`. */
export const STAFF_CLAIM = 'staff';

/**
 * The staff records, `staff/{uid}`: written and deleted only by the Admin SDK (the rules let no
 * client write one), so deleting it refuses an ID token that still carries the claim.
 */
export const STAFF_COLLECTION = 'staff';
