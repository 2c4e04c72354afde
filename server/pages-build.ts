// `npm start` builds the pages while the server prepares its database (a first start creates the
// database and loads the demo shop meanwhile); the server waits for the build only before it
// mounts the page renderer, which reads it.
let building: Promise<void> = Promise.resolve();

export function pagesBuildStarted(build: Promise<void>): void {
  building = build;
}

export function pagesBuilt(): Promise<void> {
  return building;
}
