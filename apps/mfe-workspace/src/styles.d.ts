// CSS modules: Rspack exports each class name by name (`import * as classes from './x.module.css'`).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
