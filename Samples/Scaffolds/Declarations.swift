// Declarations written under the article's `import Swivel`.
import Swivel

// {{sample}}
