export default function AdminRefunds() {
  return null;
}
