/** The front desk's facts: the owner's command that gives an account the staff role (README, "Staff"). */
export const STAFF_ADD_COMMAND = 'npm run staff -- add';
