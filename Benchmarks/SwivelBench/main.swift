import SwivelDemos
import Foundation
let window = Window(device: .iphone6, interfaceOrientation: CommandLine.arguments.count > 1 ? .landscapeLeft : .portrait)
window.rootViewController = AllInCodeViewController()
let bitmap = try window.renderImage()
let bytes = CairoPNG.encode(bitmap)
try Data(bytes).write(to: URL(fileURLWithPath: "/tmp/aic.png"))
print(window.recursiveDescription)
