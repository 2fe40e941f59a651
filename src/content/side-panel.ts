/**
 * The navbar's side panel: who we are, a peek at the gallery, how to reach us (the contact
 * details themselves come from site.ts). The panel is prerendered into every page and never
 * downloaded as code, so none of this is in the browser's JavaScript.
 */
export const sidePanel = {
  aboutHeading: 'About Us',
  about:
    'Rivage Gym is a community gym on the Mahdia seafront. Our coaches and nutritionists build a plan around you, whether you are lifting your first bar or training for the Sahel half marathon.',
  galleryHeading: 'Gallery',
  galleryLink: 'See the whole gallery',
  contactHeading: 'Contact Info',
};
