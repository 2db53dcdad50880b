package ringside.workload;

/** The bytes every remote message carries beside its sequence number, the same for every framework. */
public final class RemotePayload {
    private RemotePayload() {
    }

    /** {@code size} bytes counting up from 0 (wrapping), made once per client and sent with every message. */
    public static byte[] of(int size) {
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++) {
            bytes[i] = (byte) i;
        }
        return bytes;
    }
}
