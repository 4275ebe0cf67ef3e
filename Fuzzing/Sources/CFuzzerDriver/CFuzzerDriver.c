// The declaration in include/ is all this target provides.
