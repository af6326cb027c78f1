// CSS Modules compiled by gatsby-plugin-sass export one string per class name.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
