import type { ImageGalleryProps } from './ImageGallery'

/** The three photos of the «Нурсая» heating point. */
export const standard = (): ImageGalleryProps => ({
  title: 'Автоматизированный тепловой пункт ЖК «Нурсая»',
  images: [
    '/api/media/demo/objects/zhk-nursaya-teplovoy-punkt-1.svg',
    '/api/media/demo/objects/zhk-nursaya-teplovoy-punkt-2.svg',
    '/api/media/demo/objects/zhk-nursaya-teplovoy-punkt-3.svg',
  ],
})
