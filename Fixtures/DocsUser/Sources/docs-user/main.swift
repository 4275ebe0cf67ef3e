import DocsUserScreens
import SwivelCommand

await SwivelCommand.main(scenes: scenes)
