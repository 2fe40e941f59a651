/** The art behind every inner page's title: dark and quiet, so the white title reads over it. */
import pageBannerArt from '@/assets/images/page-banner/banner.svg?w=640;1280;1920&vector&picture';

export const pageBannerImage: ImageAsset = pageBannerArt;
