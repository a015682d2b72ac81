// Certificates as the demo content has them (scripts/demo/content.ts), in display order.
const certificate = (
  id: number,
  title: string,
  description: string,
  file: string | null = null
) => ({
  __typename: 'Certificate' as const,
  id,
  title,
  titleLang: 'ru' as const,
  description,
  descriptionLang: 'ru' as const,
  image: `/api/media/demo/certificates/certificate-${id}.svg`,
  file,
  position: id,
})

export const CERTIFICATES = [
  certificate(
    1,
    'Сертификат соответствия ЕАЭС на шкафы управления «Аква-Контроль»',
    'ТР ТС 004/2011 «О безопасности низковольтного оборудования» и ТР ТС 020/2011. Срок действия до 2031 года.',
    '/api/media/certificates/akva-kontrol-eaes.pdf'
  ),
  certificate(
    2,
    'Декларация о соответствии на блочно-модульные котельные',
    'Котельные установки мощностью от 100 кВт до 10 МВт собственного производства.'
  ),
  certificate(
    3,
    'Сертификат ISO 9001:2015',
    'Система менеджмента качества производства и монтажа инженерного оборудования.'
  ),
  certificate(
    4,
    'Государственная лицензия на строительно-монтажные работы',
    'Монтаж систем отопления, водоснабжения, канализации и газоснабжения, II категория.'
  ),
  certificate(
    5,
    'Сертификат официального дилера Grundfos',
    'Подтверждает статус официального дилера Grundfos в Западном Казахстане.'
  ),
  certificate(
    6,
    'Сертификат авторизованного сервисного центра Baxi',
    'Гарантийное и постгарантийное обслуживание котлов Baxi в Атырауской области.'
  ),
  certificate(
    7,
    'Сертификат партнёра Valtec',
    'Официальный партнёр Valtec: поставки арматуры, фитингов и коллекторных систем.'
  ),
  certificate(
    8,
    'Свидетельство сервисного партнёра Protherm',
    'Пусконаладка и ремонт газовых и электрических котлов Protherm.'
  ),
]
