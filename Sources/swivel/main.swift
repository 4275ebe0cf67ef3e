// Swivel's own `swivel`: the SwivelCommand command line over the demo catalog.
import SwivelCommand
import SwivelDemoDocs
import SwivelDemos

await SwivelCommand.main(
  scenes: SceneCatalog.all, documentationImages: DocumentationImages.all,
  documentationFolder: DocumentationImages.folder)
