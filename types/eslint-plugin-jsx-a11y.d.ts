// eslint-plugin-jsx-a11y ships no types; eslint.config.js uses its flat configs only.
declare module "eslint-plugin-jsx-a11y" {
  const plugin: {
    flatConfigs: { recommended: import("eslint").Linter.Config; strict: import("eslint").Linter.Config };
  };
  export default plugin;
}
