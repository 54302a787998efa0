"""promcast_corpus: the case format (cases/README.md) in Python: encoding
values, building cases, evaluating them with the model, and writing, reading
and checking case files."""
