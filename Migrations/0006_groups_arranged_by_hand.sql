-- musicat schema, version 6: a group remembers that its members or their order were set by
-- hand, so that an import does not undo them.
--
-- An import arranges the group it made from a folder: the folder's tracks first, in track
-- number and name order. Done again after `musicat group remove` or `group move`, it put the
-- removed track back and the moved one where it was. Once `group add`, `group remove` or
-- `group move` changed a group, `arranged_by_hand` is 1 and later imports only add the
-- folder's tracks that are new to the catalog, at the group's end.

ALTER TABLE groups ADD COLUMN arranged_by_hand INTEGER NOT NULL DEFAULT 0
  CHECK (arranged_by_hand IN (0, 1));
