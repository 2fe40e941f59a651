/**
 * The collection every lead is written to (visitors create; only staff read, answer and delete),
 * in a module of its own: the desk reads it without loading the public lead writer (./leads).
 */
export const LEADS_COLLECTION = 'leads';
