/** The faint background of the build list once a class and an ascendancy are chosen. */
export const ascendancyImage = (classe: string, ascendancy: string) =>
  `/ascendancy/${classe}_${ascendancy}.png`;
