import FuzzSupport

// Built normally, the binary replays the files named on its command line through the target.
replayInputs(through: fuzzTrackQuery)
