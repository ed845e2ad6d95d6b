import Catalog
import Utilities

extension Importer {
  /// Writes the group of the folder whose last part `folderPlan` is: found by the folder
  /// (the album's for a disc's folder, the file's folder for a file imported alone), taken
  /// over from the folder its moved tracks came from, or made; then its members
  /// arranged from `tracks` (the folder's, of all its parts), unless it was arranged by hand,
  /// and its state set from them. A group is counted in `report` once (`countedGroups`).
  func writeGroup(
    of folderPlan: FolderPlan, tracks: [GroupedTrack], store: ImportStore,
    countedGroups: inout Set<Int64>, report: inout ImportReport
  ) throws {
    let movedIDs = tracks.filter(\.wasMoved).map(\.id)
    let (folder, root, changed) = (folderPlan.folder, folderPlan.root, folderPlan.folderChanged)
    var tracks = tracks
    // The discs of an album (`Album/CD1`, `Album/CD2`) make one group: the album folder's.
    let groupFolder = FolderName.groupFolder(of: folder, root: root)
    let isDisc = groupFolder != folder
    // A file imported alone goes to its folder's group, as an import of the folder would.
    let isFileRoot = folder == root.parent
    var name =
      groupFolder == root || isFileRoot
      ? FilePath(bytes: Array(groupFolder.lastComponent)).description
      : groupFolder.relative(to: root)
    // A folder named by spaces alone (or the root "/") names no group: its name is quoted.
    if name.allSatisfy(\.isWhitespace) { name = "'\(name)'" }
    // A folder renamed or moved: its group goes with its tracks. A song moved to another
    // folder leaves the group of the folder it was in (unless that one was arranged by
    // hand), as it joins this one's.
    if !movedIDs.isEmpty {
      if try store.session.groups.groupID(forFolder: groupFolder) == nil {
        try store.session.groups.adoptGroup(of: movedIDs, folder: groupFolder, named: name)
      }
      for groupID in try store.session.groups.leaveFolderGroups(movedIDs, except: groupFolder) {
        try store.session.groups.refreshState(of: groupID)
      }
    }
    let (groupID, created) = try store.session.groups.group(forFolder: groupFolder, named: name)
    if countedGroups.insert(groupID).inserted {
      report.countGroup(created: created, changed: changed)
    }
    if created || changed {
      if isDisc || isFileRoot {
        // The group's other tracks (other discs', the rest of the folder's) take their
        // places among these.
        let here = Set(tracks.map(\.id))
        tracks += try store.session.groups.orderFacts(of: groupID).filter {
          !here.contains($0.id)
        }.map {
          GroupedTrack(
            id: $0.id, disc: $0.disc, number: $0.number,
            name: FilePath(bytes: Array($0.path?.lastComponent ?? [])).description, isNew: false)
        }
      }
      let order = tracks.sorted(by: GroupedTrack.albumOrder)
      // A group arranged by hand keeps its members and order: the new tracks go at its end.
      if try store.session.groups.isArrangedByHand(groupID) {
        let added = order.filter(\.isNew).map(\.id)
        try store.session.groups.append(added, to: groupID)
        if !added.isEmpty {
          report.notes.append(
            path: folder,
            reason:
              "group '\(name)' was arranged by hand: kept as it was, with "
              + added.count.counted("new track") + " added at its end")
        }
      } else {
        try store.session.groups.arrange(order.map(\.id), in: groupID)
      }
      try store.session.groups.refreshState(of: groupID)
    }
  }
}
