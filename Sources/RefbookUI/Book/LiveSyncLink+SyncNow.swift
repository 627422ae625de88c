extension LiveSyncLink {
  /// `S`: starts a sync through `link` now, or says that no book open
  /// syncs with a CardDAV server.
  static func syncNow(_ link: LiveSyncLink?, with app: CommandContext) {
    guard let link else { return app.say("No book here syncs with a CardDAV server ([books.NAME] carddav)", isError: true) }
    link.now()
  }
}
