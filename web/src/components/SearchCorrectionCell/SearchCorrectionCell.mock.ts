/** «yfcjc» searched as «насос». */
export const standard = () => ({ catalogSearchCorrection: 'насос' })
