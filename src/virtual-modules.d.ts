/** The message catalogues, one lazy chunk per locale (scripts/vite/message-catalogue.ts). */
declare module 'virtual:catalogues' {
  export const catalogueLoaders: Record<
    string,
    () => Promise<
      Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
    >
  >;
}
