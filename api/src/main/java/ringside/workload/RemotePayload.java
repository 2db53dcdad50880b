package ringside.workload;

/**
 * The bytes every remote message carries beside its number (a request's id, a one-way message's sequence number),
 * the same for every framework: byte i of message n's payload is {@code (byte) (n + i)}, so that whoever receives a
 * message checks its payload against its own number. One shared array holds every message's payload as a slice
 * (message n's starts at n mod 256): sending copies nothing.
 */
public final class RemotePayload {
    private final int size;
    private final byte[] bytes;

    /** {@code size}: the payload's length in bytes, the same for every message of an op (remotePayload). */
    public RemotePayload(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("remotePayload must be >= 0 bytes, was " + size);
        }
        this.size = size;
        this.bytes = new byte[size + 255];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
    }

    /** Bytes in every message's payload. */
    public int size() {
        return size;
    }

    /** The shared array that holds message n's payload at {@link #offset}(n), {@link #size} bytes; never written. */
    public byte[] bytes() {
        return bytes;
    }

    /** Where message {@code number}'s payload starts in {@link #bytes}. */
    public int offset(long number) {
        return (int) (number & 0xff);
    }

    /** Whether {@code length} bytes at {@code offset} of {@code b} are message {@code number}'s payload. */
    public static boolean matches(long number, byte[] b, int offset, int length) {
        for (int i = 0; i < length; i++) {
            if (b[offset + i] != (byte) (number + i)) {
                return false;
            }
        }
        return true;
    }
}
